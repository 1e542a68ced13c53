import './practice-question';
