import type { ProviderContext } from './providerContext';
import { segment, urnOfType } from './providerContext';
import type { ConsoleDataProvider, LockStatus, UserSetting } from './types';
import { rowsOf } from './envelopeReader';

type UserMethods = Pick<
  ConsoleDataProvider,
  | 'getLockStatus'
  | 'acquireLock'
  | 'heartbeatLock'
  | 'releaseLock'
  | 'listSettings'
  | 'createSetting'
  | 'updateSetting'
  | 'deleteSetting'
>;

/** Only the lock fields the console reads. */
function lockStatusOf(value: LockStatus): LockStatus {
  const status: LockStatus = { ls: value.ls };
  if (value.lo_uid !== undefined) status.lo_uid = value.lo_uid;
  if (value.lo_name !== undefined) status.lo_name = value.lo_name;
  return status;
}

/** Content locks and user settings (the user service). */
export function createUserMethods(ctx: ProviderContext): UserMethods {
  const lockUrl = (action: string) => `${ctx.base('user')}/user/lock/${action}`;
  const settingUrl = (action: string) => `${ctx.base('user')}/user/setting/${action}`;

  return {
    async getLockStatus(_type, id) {
      const response = await ctx.http<LockStatus>(lockUrl(`${segment(id)}/status`), {
        fallback: 'Fetch lock status failed!',
      });
      return lockStatusOf(response.data);
    },

    async acquireLock(type, id) {
      const response = await ctx.http<LockStatus>(lockUrl('acquire'), {
        method: 'POST',
        body: { id, urn: urnOfType(type) },
        fallback: 'Acquire lock operation failed!',
      });
      return lockStatusOf(response.data);
    },

    async heartbeatLock(type, id) {
      await ctx.http(lockUrl('update'), {
        method: 'POST',
        body: { id, urn: urnOfType(type) },
        fallback: 'Fetch lock beat failed!',
      });
    },

    async releaseLock(type, id, options = {}) {
      const body: Record<string, unknown> = { id, urn: urnOfType(type) };
      if (options.force) body.force = true;
      // On tab close a keepalive PUT outlives the page and, unlike a beacon, carries the token.
      await ctx.http(lockUrl('release'), {
        method: 'PUT',
        body,
        fallback: 'Release lock operation failed!',
        keepalive: options.beacon === true,
      });
    },

    async listSettings(t) {
      const response = await ctx.http<UserSetting[]>(settingUrl('list'), {
        query: { t },
        fallback: 'Fetch Failed',
      });
      return rowsOf<UserSetting>(response);
    },

    async createSetting(t, n, payload) {
      const response = await ctx.http<UserSetting>(settingUrl('create'), {
        method: 'POST',
        body: { t, n, payload },
        fallback: 'Save operation failed!',
      });
      return response.data;
    },

    async updateSetting(id, payload, n) {
      const body: Record<string, unknown> = { payload };
      if (n !== undefined) body.n = n;
      const response = await ctx.http<UserSetting>(settingUrl(`update/${segment(id)}`), {
        method: 'PUT',
        body,
        fallback: 'Save operation failed!',
      });
      return response.data;
    },

    async deleteSetting(id) {
      await ctx.http(settingUrl(`delete/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Delete operation failed',
      });
    },
  };
}
