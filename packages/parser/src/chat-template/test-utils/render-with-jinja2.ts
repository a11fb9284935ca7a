// The one Jinja2 oracle of the repository's tests lives with the protocols' test helpers; the
// parser's chat-template tests import it from here.
export {
  hasJinja2,
  NO_JINJA2_MESSAGE,
  type OracleJob,
  type OracleResult,
  renderWithJinja2,
} from '../../../../protocols/src/test-utils/jinja2/render-with-jinja2';
