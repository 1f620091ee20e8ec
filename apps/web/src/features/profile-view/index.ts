// What other features use of the profile view: the profile itself (the console shows it).
export { ProfileView } from './components/profile-view';
