// Profile: a user's own page (/profile, with their settings) and anyone's public one (/profile/{username}).
export { ProfilePage } from './routes/profile';
export { UserProfilePage } from './routes/user-profile';
