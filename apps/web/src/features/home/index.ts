export { HomePage } from './routes/home';
