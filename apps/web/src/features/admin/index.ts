// The admin shell: the guard and the tabbed home. Each area's admin screens live in that area.
export { AdminGuard } from './components/admin-guard';
export { AdminHomePage } from './routes/admin-home';
