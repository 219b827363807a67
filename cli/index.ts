import { Command } from 'commander';
import { keygen, login, publish, whoami } from './commands';

const program = new Command('mintgate').description('Publish plugins to a Mintgate store');
const out = (line: string) => console.log(line);

program.command('login').argument('<store-url>', 'the store, e.g. https://store.example.com').description('sign in through the browser').action((store: string) => login(store, out));
program.command('whoami').description('show who the saved token belongs to').action(() => whoami(out));
program.command('keygen').option('-d, --dir <dir>', 'where to write plugin-key.json', '.').description('make a plugin key pair and print its DID').action((options: { dir: string }) => void keygen(options.dir, out));
program.command('publish').argument('[dir]', 'the plugin folder with plugin.json', '.').description('upload, and publish or send for review').action(async (dir: string) => void (await publish(dir, out)));

program.parseAsync().catch((error: Error) => {
  console.error(`mintgate: ${error.message}`);
  process.exit(1);
});
