// Runs after `npm install` (package.json "postinstall"). npm runs on the machine's Node (20 on ours), and several
// packages declare that they need Node 22: npm then prints an EBADENGINE warning for each. They are harmless here,
// because the project installs Node 22 from npm (the `node` package) and runs every script on it (decision 001).
const npmNode = /\bnode\/v(\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (npmNode && Number(npmNode) < 22) {
  console.log(
    `\nThe EBADENGINE warnings above are expected: npm runs on this machine's Node ${npmNode}, and it has just ` +
      `installed Node ${process.versions.node} for the project, which every npm script (npm start, npm test) runs on. ` +
      'See docs/decisions/001-node-22-from-npm.md.\n',
  );
}
