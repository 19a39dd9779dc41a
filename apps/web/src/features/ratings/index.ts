export { RatingsExplainedPage } from './routes/ratings-explained';
