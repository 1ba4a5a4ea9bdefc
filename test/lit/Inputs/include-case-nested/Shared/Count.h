#pragma once
const int kMaxCount = 64;
