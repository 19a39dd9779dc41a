export { SignInDialog } from './components/sign-in-dialog';
export { ForgotPasswordPage } from './routes/forgot-password';
export { GoogleSuccessPage } from './routes/google-success';
export { LoginPage } from './routes/login';
export { ResetPasswordPage } from './routes/reset-password';
export { SignupPage } from './routes/signup';
