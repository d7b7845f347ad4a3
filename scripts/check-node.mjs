// Runs before the npm scripts that start Node on TypeScript (package.json `pre*`): plain JavaScript, so that an
// older Node says what to do instead of failing on the first `.ts` file with ERR_UNKNOWN_FILE_EXTENSION.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
const major = Number(process.versions.node.split('.')[0]);
if (major < wanted) {
  console.error(
    `This project runs on Node ${wanted} (.nvmrc); this is Node ${process.versions.node}.\n` +
      `Run \`. scripts/node24.sh\` (brings Node ${wanted} from the npm registry into .cache/) or \`nvm use\`, then try again.`,
  );
  process.exit(1);
}
