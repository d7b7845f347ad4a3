/**
 * The layers of the code, as rules `npm run lint` enforces (dependency-cruiser). One direction, lowest first:
 *
 *   lib/                       small pure helpers any layer may use (markup escaping…): nothing of ours
 *   content-client/            the CMS client and the content snapshot: lib/ at most
 *   experiments/               the A/B tests: the content client at most
 *   src/, pages/               the app (pages, prerender, search dialog…): the two above
 *   engine/                    the build engine: the app and below
 *   server/                    the site server: everything above but scripts/
 *   scripts/                   commands: anything; nothing imports them (tests aside)
 *
 * And no circular imports anywhere, type-only imports included (a cycle through a type still ties the files
 * together for the reader). Shared pieces live in the lowest layer that needs them.
 */
const layer = (dirs) => `^(${dirs.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file reaches itself through its imports: split out what both sides need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-lowest',
      severity: 'error',
      comment: 'lib/ is the lowest layer: it imports nothing of ours.',
      from: { path: layer(['lib']) },
      to: { path: layer(['content-client', 'src', 'pages', 'experiments', 'engine', 'server', 'scripts']) },
    },
    {
      name: 'content-client-below-app',
      severity: 'error',
      comment: 'content-client/ imports nothing of ours but lib/.',
      from: { path: layer(['content-client']) },
      to: { path: layer(['src', 'pages', 'experiments', 'engine', 'server', 'scripts']) },
    },
    {
      name: 'experiments-below-app',
      severity: 'error',
      comment: 'experiments/ is below the app: the app imports the experiments, not the other way round.',
      from: { path: layer(['experiments']) },
      to: { path: layer(['src', 'pages', 'engine', 'server', 'scripts']) },
    },
    {
      name: 'app-below-engine',
      severity: 'error',
      comment: 'The app (src/, pages/) runs in the browser and in the render workers: it imports no engine, server or script.',
      from: { path: layer(['src', 'pages']) },
      to: { path: layer(['engine', 'server', 'scripts']) },
    },
    {
      name: 'engine-below-server',
      severity: 'error',
      comment: 'engine/ is used by the server and the commands: it imports neither.',
      from: { path: layer(['engine']) },
      to: { path: layer(['server', 'scripts']) },
    },
    {
      name: 'nothing-imports-scripts',
      severity: 'error',
      comment: 'scripts/ are commands: what they share with the rest belongs in a layer below.',
      from: { path: layer(['server']) },
      to: { path: layer(['scripts']) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
