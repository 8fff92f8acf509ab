/**
 * CSS lint (issue 34): pages are laid out right to left in Arabic, so boxes, insets and text
 * alignment use logical properties (margin-inline-start, inset-inline-end, text-align: start);
 * a physical one is an error. Centring by `left: 50%` with a translate is the one allowed
 * exception (marked where it is used).
 */
const config = {
  customSyntax: 'postcss-scss',
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': ['always', { except: ['top', 'bottom', 'margin-top', 'margin-bottom', 'padding-top', 'padding-bottom', 'border-top', 'border-bottom', 'border-top-color', 'border-bottom-color', 'border-top-width', 'border-bottom-width', 'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height'] }],
  },
};

export default config;
