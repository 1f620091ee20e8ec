// What other features use of likes: the like and match actions and the cancel button, shown on
// a profile.
export { likesKeys, matchKeys, useLikeAction, useMatch } from './api';
export { CancelMatchButton } from './components/cancel-match-button';
