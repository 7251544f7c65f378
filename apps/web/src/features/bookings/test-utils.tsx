// The mocked-fetch page set-up is shared by several features now; it lives in src/test/.
export * from '../../test/page-test-utils';
