export { ContactPage } from './routes/contact';
