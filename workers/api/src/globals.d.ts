// `@app/shared` is compiled with the Worker, including its browser-side API helper, which passes the DOM's
// `credentials` option to fetch; the Workers types lack it. The Worker itself never sets it.
interface RequestInit {
  credentials?: 'include' | 'omit' | 'same-origin';
}
