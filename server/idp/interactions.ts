import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { LOGIN_MESSAGES, pickLanguage } from './loginMessages';
import type { LoginLanguage } from './loginMessages';
import { SIGN_OUT_REASON_PARAM, renderLoginPage, renderMessagePage } from './pages';
import { SIGN_IN_LANGUAGE_RESULT } from './signInLanguage';
import type { SignInThrottle } from './signInThrottle';
import { authenticate } from './users';
import type { DemoUser } from './users';

const MAX_FORM_BYTES = 16 * 1024;
const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** What the sign-in pages need from the provider's set-up. */
export interface InteractionDeps {
  provider: Provider;
  users: readonly DemoUser[];
  /** Path the provider is mounted under, e.g. '/auth'. */
  mountPath: string;
  /** Failed sign-ins per username and client address. */
  throttle: SignInThrottle;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('sign-in form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * Grants what the authorization request asked for, without a consent screen: every client is
 * first-party here (the console's own client, or one the console registered, whose redirect URIs
 * must lie under the console's origins).
 */
async function grantRequestedAccess(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  interaction: Interaction,
): Promise<void> {
  const { provider } = deps;
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string')
    throw new Error('consent requested without a signed-in account');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details;
  const missingScope = stringList(details.missingOIDCScope);
  if (missingScope.length > 0) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = stringList(details.missingOIDCClaims);
  if (missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
  const missingResourceScopes = details.missingResourceScopes;
  if (typeof missingResourceScopes === 'object' && missingResourceScopes !== null) {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      grant.addResourceScope(indicator, stringList(scopes).join(' '));
    }
  }
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function languageFor(
  req: IncomingMessage,
  interaction: Interaction | undefined,
  explicit: unknown,
): LoginLanguage {
  return pickLanguage({
    explicit,
    uiLocales: interaction?.params.ui_locales,
    acceptLanguage: req.headers['accept-language'],
  });
}

/**
 * Serves the provider's interaction pages from the raw Node request (the path already stripped of
 * the mount path): GET `/interaction/:uid` shows the sign-in form (or grants consent and resumes),
 * POST `/interaction/:uid/login` checks the credentials. Returns false for any other path.
 * Failed sign-ins are logged at info level with the username, never the password.
 */
export async function handleInteraction(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  log: FastifyBaseLogger,
  /** The client's address (Fastify's request.ip), for the per-address sign-in limit. */
  address: string,
): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
  if (!match?.[1]) return false;
  const uid = match[1];
  const isLogin = match[2] !== undefined;
  const base = `${deps.mountPath}/interaction/${uid}`;

  let interaction: Interaction | undefined;
  let explicitLanguage: unknown = url.searchParams.get('lang');
  if (req.method !== (isLogin ? 'POST' : 'GET')) {
    const language = languageFor(req, undefined, explicitLanguage);
    const t = LOGIN_MESSAGES[language];
    res.setHeader('Allow', isLogin ? 'POST' : 'GET');
    sendHtml(
      res,
      405,
      renderMessagePage({
        language,
        mountPath: deps.mountPath,
        title: t.errorTitle,
        message: t.errorFallback,
      }),
    );
    return true;
  }
  try {
    const form = isLogin ? await readForm(req) : new URLSearchParams();
    if (isLogin) explicitLanguage = form.get('lang');
    interaction = await deps.provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    const page = {
      language: languageFor(req, interaction, explicitLanguage),
      action: `${base}/login`,
      mountPath: deps.mountPath,
      languageHref: (other: LoginLanguage) => `${base}?lang=${other}`,
      ...(interaction.params[SIGN_OUT_REASON_PARAM] === 'invalid_access_token'
        ? { signOutReason: 'invalid_access_token' as const }
        : {}),
    };
    if (interaction.prompt.name === 'consent' && !isLogin) {
      await grantRequestedAccess(deps, req, res, interaction);
      return true;
    }
    if (interaction.prompt.name !== 'login') throw new errors.SessionNotFound('unexpected prompt');
    if (!isLogin) {
      sendHtml(res, 200, renderLoginPage(page));
      return true;
    }
    const username = (form.get('username') ?? '').trim();
    // Counted before the password is checked, in one atomic step per limit (so parallel attempts
    // never check more than the limit), the same for unknown usernames: no account is revealed.
    const admission = await deps.throttle.admit(username, address);
    if ('waitMs' in admission) {
      const { waitMs } = admission;
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      log.warn(
        { username, address, interaction: uid },
        'sign-in refused: too many failed attempts',
      );
      res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
      sendHtml(res, 429, renderLoginPage({ ...page, username, tooManyAttempts: minutes }));
      return true;
    }
    const user = await authenticate(deps.users, username, form.get('password') ?? '');
    if (!user) {
      // Already counted by admit().
      log.info({ username, interaction: uid }, 'sign-in failed: invalid username or password');
      sendHtml(res, 401, renderLoginPage({ ...page, username, failed: true }));
      return true;
    }
    await deps.throttle.succeeded(admission.admitted, user.username);
    log.info({ username: user.username, interaction: uid }, 'signed in');
    // The form's language travels with the sign-in to its tokens' `locale` claim (signInLanguage.ts).
    const result = {
      login: { accountId: user.username },
      [SIGN_IN_LANGUAGE_RESULT]: page.language,
    };
    await deps.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return true;
  } catch (error) {
    const language = languageFor(req, interaction, explicitLanguage);
    const t = LOGIN_MESSAGES[language];
    if (error instanceof errors.SessionNotFound) {
      log.info(
        { interaction: uid, reason: error.error_description },
        'sign-in request not found or expired',
      );
      sendHtml(
        res,
        400,
        renderMessagePage({
          language,
          mountPath: deps.mountPath,
          title: t.errorTitle,
          message: t.interactionExpired,
        }),
      );
    } else {
      log.error({ err: error, interaction: uid }, 'sign-in interaction failed');
      if (!res.headersSent)
        sendHtml(
          res,
          500,
          renderMessagePage({
            language,
            mountPath: deps.mountPath,
            title: t.errorTitle,
            message: t.errorFallback,
          }),
        );
    }
    return true;
  }
}
