// next-auth's session cookie name; read by the proxy, so kept free of any other import.
export const SESSION_COOKIE = "next-auth.session-token";
