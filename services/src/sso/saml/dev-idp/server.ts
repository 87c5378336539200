// The development SAML IdP on a loopback port of its own (tests, or a developer without the gateway).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSamlIdp, type SamlIdp, type SamlIdpOptions } from './idp.ts';

export interface RunningSamlIdp extends SamlIdp {
  url: string;
  metadataUrl: string;
  close(): Promise<void>;
}

export async function startSamlIdp(
  options: Omit<SamlIdpOptions, 'baseUrl'> & { port?: number } = {},
): Promise<RunningSamlIdp> {
  // The handler needs the port the server got, and the server needs the handler: a box between them.
  const box: { idp?: SamlIdp } = {};
  const server = createServer((req, res) => box.idp!.handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp`;
  const idp = (box.idp = createSamlIdp({ ...options, baseUrl: url }));
  return {
    ...idp,
    url,
    metadataUrl: `${url}/metadata`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; a test ending must not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
