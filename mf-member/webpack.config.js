// The member remote's build: the remote configuration of the shared factory; the html entry is the standalone host.
const { createWebpackConfig } = require('@mekong/deploy');

module.exports = createWebpackConfig({
  kind: 'remote',
  packageDir: __dirname,
  name: 'mf_member',
  entry: './src/standalone/index.ts',
  title: 'Mekong member (standalone)',
  exposes: { './lifecycle': './src/lifecycle.tsx' },
  port: 3002,
});
