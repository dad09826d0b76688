/**
 * Kept apart from the schemas (and so from the validation library) so screens that
 * validate on the server only can show the spec's titles without downloading it.
 */
/** Every message of these schemas is quoted from spec 1, sections 5 and 8. */
export const MESSAGES = {
  loginFailed: "Invalid email or password. Please try again.",
  emailRequired: "Please enter your company email address.",
  passwordsNotIdentical: "Please make sure both passwords are identical.",
  passwordsNotMatching: "Please make sure both password fields match.",
  passwordTooShort: "Password must be at least 8 characters long.",
  invalidEmail: "Please enter a valid email address.",
} as const;

/** Toast titles for the descriptions above, as the spec pairs them. */
export const TOAST_TITLES: Record<string, string> = {
  [MESSAGES.emailRequired]: "Email Required",
  [MESSAGES.passwordsNotIdentical]: "Passwords Don't Match",
  [MESSAGES.passwordsNotMatching]: "Passwords Don't Match",
  [MESSAGES.passwordTooShort]: "Password Too Short",
  [MESSAGES.invalidEmail]: "Invalid Email",
};

export const CHANGE_PASSWORD_MESSAGES = {
  fillAll: "Please fill in all fields",
  notMatching: "Passwords do not match",
  failed: "Failed to reset password",
  wrongCurrent: "Your current password is not correct.",
  sameAsCurrent: "Choose a new password that differs from your current one.",
  emailNotYours: "This is not the email address of your account.",
} as const;
