// `npm run call -- --from <jail phone> --to <inmate number> --code <secret code> --minutes N
//  [--friend-accepts|--friend-declines] [--worker http://localhost:8787]`: places a simulated facility call against
// the running Worker by playing Twilio's part (simulate.ts), and prints the TwiML steps and the result.
// Exit codes: 0 the call was played, 1 the Worker is not running or refused the call, 2 bad flags.
import { formatSimulation, parseCallArgs, USAGE } from './call-args';
import { SimulationError, simulateCall } from './simulate';

const parsed = parseCallArgs(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`${parsed.message}\n\n${USAGE}`);
  process.exit(2);
}
const { request } = parsed;
console.log(
  `Calling ${request.to} from ${request.from} through ${request.worker} (${request.minutes} min, the friend ${request.friend})`,
);
try {
  console.log(formatSimulation(await simulateCall(request)));
} catch (error) {
  if (!(error instanceof SimulationError)) throw error;
  for (const step of error.steps) console.error(`  ${step}`);
  console.error(error.message);
  process.exit(1);
}
