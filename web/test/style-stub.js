// Components' stylesheet imports mean nothing in jsdom.
export default {};
