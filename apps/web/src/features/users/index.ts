// Users: accounts and staff roles; its admin screen is the Users tab.
export { UsersPanel } from './admin/components/users-panel';
