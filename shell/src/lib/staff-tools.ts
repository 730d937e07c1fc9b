import type { BasePath } from '@app/shared';
import type frame from '../frame/frame-messages.en';

/** A tool's name: its key under `tools` in the frame's words (frame-messages.en.ts), so it reads in either language. */
export type StaffToolKey = keyof typeof frame.tools;

export type StaffTool = { key: StaffToolKey; to: string };

/** The Admin Tools menu of spec §2 "Navigation", per back-office prefix. */
export const STAFF_TOOLS: Record<BasePath, StaffTool[]> = {
  '': [],
  '/admin': [
    { key: 'jails', to: '/admin/jails' },
    { key: 'offers', to: '/admin/offers' },
    { key: 'inmates', to: '/admin/inmates' },
    { key: 'friends', to: '/admin/friends' },
    { key: 'files', to: '/admin/files' },
    { key: 'employees', to: '/admin/employees' },
    { key: 'settings', to: '/admin/settings' },
  ],
  '/employee1': [
    { key: 'inmates', to: '/employee1/inmates' },
    { key: 'files', to: '/employee1/files' },
  ],
};
