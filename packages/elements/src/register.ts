import './register-ui';
import './media';
