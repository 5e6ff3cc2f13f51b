/**
 * The identity secret of test apps (createTestApp's default IDENTITY_SECRET), which the global
 * setup's signing key is sealed with. 32 bytes, base64; a test only, never a deployment.
 */
export const TEST_IDENTITY_SECRET = Buffer.from('shelfscope test identity secret, 32+ bytes long').toString('base64');
