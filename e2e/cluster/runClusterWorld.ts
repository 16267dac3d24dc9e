/**
 * The cluster test's local world, run by the stack launcher behind `npm start` (as a child of
 * the cluster's global setup, `tsx e2e/cluster/runClusterWorld.ts`): the devnet's chains, the
 * mail catcher, the sample wallet and the demo — everything but the API, the relay and the secure
 * site, whose nodes the cluster runs itself behind nginx. PORTICO_API_PORT, PORTICO_RELAY_PORT
 * and PORTICO_SECURE_PORT are the balancer's ports, so the demo and the wallet reach the services
 * through it. Prints "Portico is ready" once all are up; SIGINT stops them.
 */
import { runStackCommand } from '../../devnet/src/stack/runStackCommand.js'
import { getServices } from '../../devnet/src/stack/services.js'

/** The launcher's services the cluster's world runs. */
const WORLD = ['devnet', 'mail', 'wallet', 'demo']

const exitCode = await runStackCommand({
  argv: process.argv.slice(2),
  getServices: (env) =>
    getServices(env)
      .filter((service) => WORLD.includes(service.name))
      // The demo waits for the API in `npm start`; here the API's nodes start after the world.
      .map((service) => ({
        ...service,
        dependsOn: service.dependsOn?.filter((name) => WORLD.includes(name)),
      })),
})
process.exitCode = exitCode
setTimeout(() => process.exit(exitCode), 1_000).unref()
