// Words of the "signup" screens and API messages (issue 3). Loaded by the web with loadDomain('signup').
export default {
  signup: {
    title: 'Cadastro',
  },
}
