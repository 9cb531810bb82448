/** Who is signed in, read from the access token (spec sections 1 and 6). */
export interface Identity {
  /** Token subject. */
  uid: string;
  /** preferred_username. */
  username: string;
  fullName: string;
  /** Realm roles minus offline_access and uma_authorization. */
  roles: string[];
  /** The product claim; undefined when the token has none. */
  products: string[] | undefined;
}
