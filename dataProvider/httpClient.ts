import { HttpError, fetchUtils } from 'react-admin';
import { asEnvelope, failureMessage, isAbortError, readEnvelope } from './envelopeReader';
import { ConsoleHttpError } from './errors';
import { getCurrentProduct } from './productStore';

/**
 * Returns a valid access token (refreshing it first when it expires within 30 s), or undefined
 * when nobody is signed in. Registered by the authProvider, which alone touches tokens.
 */
export type TokenGetter = () => Promise<string | undefined>;

let registeredTokenGetter: TokenGetter | undefined;
let signedOut = false;

/** Registers (or, with undefined, clears) the token getter every request asks before it is sent. */
export function setTokenGetter(getter: TokenGetter | undefined): void {
  registeredTokenGetter = getter;
  signedOut = false;
}

/**
 * Logout: from now until a token getter is registered again, API calls are not sent but end as
 * cancelled (AbortError, which callers keep silent). What the console still renders under the
 * logout splash while the page leaves would otherwise go out without a token and come back 401.
 */
export function endApiSession(): void {
  registeredTokenGetter = undefined;
  signedOut = true;
}

function signedOutError(): Error {
  const error = new Error('Signed out: the request was not sent');
  error.name = 'AbortError';
  return error;
}

/**
 * The bearer token for a request outside the envelope client (the plain REST geo service): the
 * registered getter's, or a refusal that reads as a 401 so the authProvider's checkError logs
 * out; a signed-out console sends nothing (AbortError).
 */
export async function currentBearerToken(): Promise<string | undefined> {
  if (signedOut) throw signedOutError();
  try {
    return registeredTokenGetter ? await registeredTokenGetter() : undefined;
  } catch (_error) {
    throw new HttpError('Authentication required', 401);
  }
}

/** The shared client's message when the request never got an answer (spec section 8). */
export const NETWORK_FAILURE_MESSAGE = 'Network request failed';

/** sessionStorage key of the registered client id sent as `X-Client-Id` (spec section 7). */
export const CLIENT_ID_STORAGE_KEY = 'client_id';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; form data (an image upload) is sent as it is, as multipart/form-data. */
  body?: unknown;
  /** The message when the server gives no error description (spec section 8). */
  fallback: string;
  signal?: AbortSignal | undefined;
  /** Overrides the current product for this call. */
  product?: string | undefined;
  /** Lets the request outlive the page (lock release on tab close). */
  keepalive?: boolean;
  /**
   * Told how much of the body has been sent (0 to 1) as it goes: an upload's progress. The
   * request is then sent with XMLHttpRequest, the browser's only way to report it.
   */
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

export interface ApiResponse<T> {
  data: T;
  /** `header.count`. */
  count: number;
  /** `header.code`. */
  code: number;
  status: number;
  /** The server answered 'no data': lists read as empty. */
  noData: boolean;
}

export type HttpClient = <T>(url: string, request: ApiRequest) => Promise<ApiResponse<T>>;

export interface HttpClientOptions {
  /** Overrides the registered token getter (tests in Node pass their own). */
  tokenGetter?: TokenGetter;
  /** The product to send as `X-Product`; defaults to the product store's. */
  productGetter?: () => string | undefined;
  /** The client id to send as `X-Client-Id`; defaults to sessionStorage 'client_id'. */
  clientIdGetter?: () => string | undefined;
}

function storedClientId(): string | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return sessionStorage.getItem(CLIENT_ID_STORAGE_KEY) ?? undefined;
}

/** Appends a query string: empty values are left out, arrays are comma-joined. */
export function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else {
      params.set(name, String(value));
    }
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/**
 * Sends a request with XMLHttpRequest, reporting the body's upload progress; answers like
 * react-admin's fetchJson (its status and parsed JSON; an HttpError for a status outside 2xx).
 */
function sendWithProgress(
  url: string,
  init: fetchUtils.Options,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    (init.headers as Headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300)
        reject(new HttpError(xhr.statusText, xhr.status, json));
      else resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    const abort = () => {
      const error = new Error('The upload was cancelled');
      error.name = 'AbortError';
      reject(error);
    };
    xhr.onabort = abort;
    if (init.signal) {
      if (init.signal.aborted) {
        abort();
        return;
      }
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}

/**
 * Creates the console's shared HTTP client (react-admin `fetchUtils.fetchJson`): it adds the
 * bearer token, `X-Product` and `X-Client-Id`, reads the platform envelope, and turns failures
 * into `ConsoleHttpError` (first error description, else the call's fallback). A cancelled
 * request rejects with the original AbortError, which callers keep silent.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const productGetter = options.productGetter ?? getCurrentProduct;
  const clientIdGetter = options.clientIdGetter ?? storedClientId;

  return async function request<T>(url: string, call: ApiRequest): Promise<ApiResponse<T>> {
    const headers = new Headers({ Accept: 'application/json' });
    if (signedOut && !options.tokenGetter) throw signedOutError();
    const getter = options.tokenGetter ?? registeredTokenGetter;
    let token: string | undefined;
    try {
      token = getter ? await getter() : undefined;
    } catch (_error) {
      // The session could not be refreshed: report it as the API would, so checkError logs out.
      throw new ConsoleHttpError(call.fallback, 401);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const product = call.product ?? productGetter();
    if (product) headers.set('X-Product', product);
    const clientId = clientIdGetter();
    if (clientId) headers.set('X-Client-Id', clientId);

    const init: fetchUtils.Options = { method: call.method ?? 'GET', headers };
    if (call.body instanceof FormData) init.body = call.body;
    else if (call.body !== undefined) init.body = JSON.stringify(call.body);
    if (call.signal) init.signal = call.signal;
    if (call.keepalive) init.keepalive = true;

    let result: { status: number; json: unknown };
    try {
      result = call.onUploadProgress
        ? await sendWithProgress(withQuery(url, call.query), init, call.onUploadProgress)
        : await fetchUtils.fetchJson(withQuery(url, call.query), init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (error instanceof HttpError) {
        const status = typeof error.status === 'number' ? error.status : 0;
        const envelope = asEnvelope(error.body);
        throw new ConsoleHttpError(
          envelope ? failureMessage(envelope, call.fallback) : call.fallback,
          status,
          envelope,
        );
      }
      throw new ConsoleHttpError(NETWORK_FAILURE_MESSAGE, 0);
    }
    const envelope = asEnvelope(result.json);
    if (!envelope) throw new ConsoleHttpError(call.fallback, result.status);
    const reading = readEnvelope(envelope, call.fallback);
    if (reading.outcome === 'failure') {
      throw new ConsoleHttpError(reading.message, result.status, envelope);
    }
    return {
      data: reading.data as T,
      count: reading.count,
      code: reading.code,
      status: result.status,
      noData: reading.outcome === 'noData',
    };
  };
}
