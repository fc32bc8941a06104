// Values the shared webpack factory defines at build time (deploy/webpack/index.js DefinePlugin).
declare const __CONTRACTS_VERSION__: string;
declare const __RELEASE_VERSION__: string;
