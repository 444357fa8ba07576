/**
 * Signing in and up, and the gates of the screens that need a signed-in shopper.
 * A first visit to `/` loads this file (decision 011): it holds only texts a first visit
 * shows, and components of that visit import it, not `messages`.
 */
export const authTexts = {
  auth: {
    signInTitle: "Sign in",
    signUpTitle: "Create account",
    signInIntro: "Welcome back. Sign in to see your favourites and cart.",
    signUpIntro: "Save the paintings you love and keep a cart across visits.",
    fullName: "Full Name",
    email: "Email",
    password: "Password",
    passwordHint: "At least 8 characters, and not a common password.",
    loading: "Loading...",
    toSignUp: "Don't have an account? Sign up",
    toSignIn: "Already have an account? Sign in",
    requiredFields: "Please fill in all required fields",
    unexpected: "An unexpected error occurred",
    signedIn: "Successfully signed in!",
    checkEmail: (email: string) =>
      `We've sent a confirmation link to ${email}. Open it to finish signing up.`,
  },
  gates: {
    favorites: "Sign in to view your favorites",
    cart: "Sign in to view your cart",
    profile: "Sign in to view your profile",
    admin: "Please sign in to access the admin panel.",
  },
} as const;
