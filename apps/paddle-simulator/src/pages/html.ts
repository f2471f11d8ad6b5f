/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An accessible page frame: language, title, one main landmark, readable contrast. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Paddle simulator</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f6f6f6;margin:0}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;border:1px solid #d0d0d0}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#0b57d0;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.error{color:#b00020}
.note{color:#4a4a4a;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** A price for people: "$19.90" (tax included). */
export const formatAmount = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
