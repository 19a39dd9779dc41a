// A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google in tests.
// Its interaction step signs in the account chosen with setAccount() at once, as a user would.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * @param {{ port?: number, redirectUri: string, clientId?: string, clientSecret?: string }} options
 */
export async function startOidcIssuer(options) {
  const clientId = options.clientId ?? 'preparena-test';
  const clientSecret = options.clientSecret ?? 'preparena-test-secret-0123456789';
  /** @type {{ sub: string, email: string, email_verified: boolean, name: string }} */
  let account = {
    sub: 'google-user-1',
    email: 'gopal@example.com',
    email_verified: true,
    name: 'Gopal Krishnan',
  };

  const server = createServer();
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...account, sub }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  provider.proxy = false;

  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: account.sub, clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        void details;
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** Which person signs in next. */
    setAccount(next) {
      account = { ...account, ...next };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
