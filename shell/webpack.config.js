// The shell's build: the host configuration of the shared factory (Module Federation host, html entry, dev proxy).
const { createWebpackConfig } = require('@mekong/deploy');

module.exports = createWebpackConfig({
  kind: 'host',
  packageDir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Mekong',
  port: 3000,
});
