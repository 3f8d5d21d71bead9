// Default dev-server ports of the front ends (`npm run dev -w <app>`); PORT overrides one app's port.
export const devPorts = { shell: 4200, intake: 4201, lockin: 4202, admin: 4203, client: 4204 };
