import type { DataProvider } from 'react-admin';
import type { PolicyDecision } from '../../domain/policy/evaluate';
import type { VisibilityFlip } from '../../domain/policy/impact';
import type { Policy, PolicyContext } from '../../domain/policy/types';
import type { VersionEntry } from '../../domain/versions';
import { hasReasonCode, pageOf, readFailure, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { POLICY_METHOD_NAMES } from './methodNames';
import { REASON } from '../../domain/envelope';

/** A policy as the service returns it: the domain's policy with its item fields. */
export interface StoredPolicy extends Policy {
  id: string;
  key: string;
  ut: string;
  ct?: string;
  desc?: string;
  prd?: string[];
}

/** What a create sends (the server sets id, key, status, product, t and pty). */
export type PolicyInput = Pick<Policy, 'n' | 'kind' | 'match' | 'effect' | 'rules'> & {
  an?: string;
  desc?: string;
};

/** The spec's page size of policy lists (section 9: policy and attribute lists 100). */
export const POLICY_PAGE_SIZE = 100;

export interface PolicyQuery {
  q?: string | undefined;
  /** Statuses, comma-joined as the service reads them; the service's default when absent. */
  st?: string | undefined;
  pageNumber?: number;
}

/**
 * The policy service's policy calls (policy contract, "Policies"): each rejects with
 * `ConsoleHttpError` (a 400 carries field errors like '/rules/2/op', a 409 the current versions,
 * a 423 the lock holder).
 */
export interface PolicyMethods {
  listPolicies(
    query: PolicyQuery,
    signal?: AbortSignal,
  ): Promise<{ data: StoredPolicy[]; total: number }>;
  /** The policy's current versions (a published one and a draft over it, say). */
  getPolicy(id: string, signal?: AbortSignal): Promise<StoredPolicy[]>;
  /** One version by its key, current or not (the version picker). */
  getPolicyVersion(id: string, key: string, signal?: AbortSignal): Promise<StoredPolicy>;
  /** Oldest first; 'none' when the service says there are none yet. */
  getPolicyVersions(id: string): Promise<VersionEntry[] | 'none'>;
  createPolicy(policy: PolicyInput): Promise<StoredPolicy>;
  /** `body` names the version it is based on (`key`, `ut`); `st` moves the status. */
  updatePolicy(id: string, body: Record<string, unknown>): Promise<StoredPolicy>;
  decidePolicies(context: PolicyContext, app?: string): Promise<PolicyDecision>;
  /**
   * What saving the edited policy would change: the pages and containers naming it whose
   * visibility flips for a saved persona (`POST /policy/impact`).
   */
  policyImpact(policy: Policy, signal?: AbortSignal): Promise<PolicyImpact>;
}

/** The impact report: the flips, and how many items name the policy and personas were tried. */
export interface PolicyImpact {
  flips: VisibilityFlip[];
  items: number;
  personas: number;
}

export function createPolicyMethods(ctx: ProviderContext): PolicyMethods {
  const ruleUrl = (id?: string) =>
    `${ctx.base('policy')}/policy/urn/resource/rule${id === undefined ? '' : `/${segment(id)}`}`;
  return {
    async listPolicies(query, signal) {
      const response = await ctx.http<StoredPolicy[]>(ruleUrl(), {
        query: {
          q: query.q?.trim() || undefined,
          st: query.st,
          pageNumber: query.pageNumber ?? 1,
          pageSize: POLICY_PAGE_SIZE,
        },
        fallback: 'Failed to retrieve policy!',
        signal,
      });
      return pageOf<StoredPolicy>(response);
    },

    async getPolicy(id, signal) {
      const response = await ctx.http<StoredPolicy[]>(ruleUrl(id), {
        fallback: 'Failed to retrieve policy!',
        signal,
      });
      return rowsOf<StoredPolicy>(response);
    },

    async getPolicyVersion(id, key, signal) {
      const response = await ctx.http<StoredPolicy[]>(ruleUrl(id), {
        query: { key },
        fallback: 'Failed to retrieve policy!',
        signal,
      });
      const [version] = rowsOf<StoredPolicy>(response);
      if (version === undefined) throw new Error(`Policy ${id} has no version ${key}`);
      return version;
    },

    async getPolicyVersions(id) {
      try {
        const response = await ctx.http<VersionEntry[]>(
          `${ctx.base('policy')}/policy/${segment(id)}/versions`,
          { fallback: 'Fetch Versions failed' },
        );
        return rowsOf<VersionEntry>(response);
      } catch (error) {
        if (hasReasonCode(readFailure(error, 'Fetch Versions failed'), REASON.catalogNoVersions))
          return 'none';
        throw error;
      }
    },

    async createPolicy(policy) {
      const response = await ctx.http<StoredPolicy>(ruleUrl(), {
        method: 'POST',
        body: { ...policy },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async updatePolicy(id, body) {
      const response = await ctx.http<StoredPolicy>(ruleUrl(id), {
        method: 'PUT',
        body,
        fallback: 'Update operation failed',
      });
      return response.data;
    },

    async decidePolicies(context, app) {
      const response = await ctx.http<PolicyDecision>(`${ctx.base('policy')}/policy/decide`, {
        method: 'POST',
        body: app ? { context, app } : { context },
        fallback: 'Request failed',
      });
      return response.data;
    },

    async policyImpact(policy, signal) {
      const response = await ctx.http<PolicyImpact>(`${ctx.base('policy')}/policy/impact`, {
        method: 'POST',
        body: { policy },
        fallback: 'Request failed',
        signal,
      });
      return response.data;
    },
  };
}

export interface PolicyProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The policy methods with their own envelope client, for the composition root. */
export function createPolicyProvider(options: PolicyProviderOptions): PolicyMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createPolicyMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the policy methods added. */
export function withPolicyService<P extends DataProvider>(
  provider: P,
  methods: PolicyMethods,
): P & PolicyMethods {
  return withService(provider, methods);
}

/** The policy methods of the console's data provider; a clear Error when they are missing. */
export function policyServiceOf(provider: DataProvider): PolicyMethods {
  return serviceOf<PolicyMethods>(
    provider,
    POLICY_METHOD_NAMES,
    'policy',
    'withPolicyService (dataProvider/policy/policyProvider.ts)',
  );
}
