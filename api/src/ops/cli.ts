// Entry point of `pnpm --filter @mekong/api ops …`: parses the arguments, opens the server's database, runs one command.
import { cashierSettingsFromEnv, databaseConfigFromEnv, opsChannelFromEnv, rootDirFromEnv } from '../config';
import { openDatabase } from '../db/open';
import { parseOpsCommand, runOpsCommand, USAGE } from './commands';
import { OpsCommandFailed } from './money-commands';
import { notifyServer } from './channel';
import { printableLines } from './printable';

async function main(): Promise<number> {
  const command = parseOpsCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(printableLines(`${command.error}\n\n${USAGE}`));
    return 2;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  // Migrate and seed as the server would, so the CLI also works before the server's first start.
  const rootDir = rootDirFromEnv(process.env);
  const { db } = await openDatabase(databaseConfigFromEnv(process.env, rootDir));
  const channel = opsChannelFromEnv(process.env, rootDir);
  try {
    console.log(
      await runOpsCommand(db, command, {
        notify: (notices) => notifyServer(channel, notices),
        withdrawalAutoReceiveMinutes: cashierSettingsFromEnv(process.env).withdrawalAutoReceiveMinutes,
      }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof OpsCommandFailed)) throw error;
    console.log(printableLines(error.output));
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A failure's message can quote stored data (an order id, an account) like any output.
    console.error(printableLines(`ops failed: ${error instanceof Error ? error.message : String(error)}`));
    process.exit(1);
  },
);
