export { CareersPage } from './routes/careers';
