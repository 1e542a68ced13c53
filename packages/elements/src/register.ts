import './practice-question';
import './media';
