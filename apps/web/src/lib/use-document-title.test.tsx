import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../components/ui/not-found-view';
import { renderRoutes, setUpPageTests } from '../test/page-test-utils';
import { useDocumentTitle } from './use-document-title';

setUpPageTests();

function Faq() {
  useDocumentTitle('a11y.title.faq');
  return <p>faq</p>;
}

describe('useDocumentTitle', () => {
  it('names each route "Page — Yolcu" from the catalogue, and a page without a title falls back to "Yolcu"', async () => {
    const { history } = renderRoutes(
      [
        { path: '/faq/', element: <Faq /> },
        { path: '/plain/', element: <p>plain</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      ['/faq/'],
    );
    expect(document.title).toBe('FAQ — Yolcu');
    act(() => history.push('/nowhere/'));
    expect(document.title).toBe('Page not found — Yolcu');
    act(() => history.push('/plain/'));
    expect(document.title).toBe('Yolcu');
  });
});
