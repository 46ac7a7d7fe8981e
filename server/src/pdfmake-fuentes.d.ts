/** pdfmake's own Roboto files (CommonJS, no types): absolute paths of the four faces. */
declare module 'pdfmake/fonts/Roboto.js' {
  const fuentes: { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> };
  export default fuentes;
}
