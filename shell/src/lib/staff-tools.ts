import type { BasePath } from '@app/shared';

export type StaffTool = { label: string; to: string };

/** The Admin Tools menu of spec §2 "Navigation", per back-office prefix. */
export const STAFF_TOOLS: Record<BasePath, StaffTool[]> = {
  '': [],
  '/admin': [
    { label: 'Configure Institutions', to: '/admin/jails' },
    { label: 'Manage Offers', to: '/admin/offers' },
    { label: 'Manage Inmates', to: '/admin/inmates' },
    { label: 'Manage Friends', to: '/admin/friends' },
    { label: 'Manage Audio Files', to: '/admin/files' },
    { label: 'Manage Employees', to: '/admin/employees' },
    { label: 'Settings', to: '/admin/settings' },
  ],
  '/employee1': [
    { label: 'Manage Inmates', to: '/employee1/inmates' },
    { label: 'Manage Audio Files', to: '/employee1/files' },
  ],
};
