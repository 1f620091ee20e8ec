// What other features use of singles: creating one (the set-up form).
export { type ChildCreateInput, useCreateChild } from './api';
