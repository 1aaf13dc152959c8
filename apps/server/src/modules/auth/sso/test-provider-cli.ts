import { startTestProvider } from './test-provider';

/**
 * Runs the test identity provider as its own process for browser tests:
 *   TEST_PROVIDER='{"clientId":…,"clientSecret":…,"redirectUris":[…],"accounts":[…],"port":…}'
 * prints "READY <issuer>" once it listens, and stops on SIGTERM.
 */
const provider = await startTestProvider(JSON.parse(process.env.TEST_PROVIDER ?? '{}'));
process.stdout.write(`READY ${provider.issuer}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
