import { type JailData, postJson, type SaveJailAnswer } from '@app/shared';

/** POST /admin/api/addjail (spec §7): JSON; without an id it adds the jail, with one it updates it. */
export const saveJail = (jail: JailData) => postJson<SaveJailAnswer>('/admin/api/addjail', jail);
