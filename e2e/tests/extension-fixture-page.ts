/**
 * A marketplace product page for the extension's end-to-end test, served for every
 * https://www.amazon.com/ URL by request routing. Its styles are hostile on purpose: none may
 * reach the extension's panel. Its "Another colour" button changes the URL as the marketplace
 * does when a variation is picked (history.pushState, no page load).
 */
export function marketplaceProductPage(asin: string, otherAsin: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Amazon.com: a product page (fixture)</title>
    <style>
      * { font-family: "Times New Roman", serif !important; color: #0a0 !important; }
      button, input, select { background: #f0f !important; border: 5px dotted red !important; }
      div { padding: 20px; }
      .ss-root, .ss-panel, [data-testid] { display: none !important; }
    </style>
  </head>
  <body>
    <div id="dp" data-asin="${asin}">
      <h1 id="productTitle">A marketplace product page served from a local fixture</h1>
      <form id="addToCart"><input type="hidden" id="ASIN" name="ASIN" value="${asin}" /></form>
      <button id="pick-variation" type="button">Another colour</button>
    </div>
    <script>
      document.getElementById('pick-variation').addEventListener('click', () => {
        history.pushState({}, '', '/dp/${otherAsin}?th=1');
      });
    </script>
  </body>
</html>`;
}
