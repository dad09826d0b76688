import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** One row per sign-in, kept after logout for the activity monitor. */
export class UserSession extends Model<InferAttributes<UserSession>, InferCreationAttributes<UserSession>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare employeeId: number | null;
  declare sessionId: string;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  /** The spec's browser name for userAgent, stored at sign-in (utils/activity.ts browserOf). */
  declare browser: CreationOptional<string | null>;
  declare loginTime: CreationOptional<Date>;
  declare logoutTime: CreationOptional<Date | null>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    UserSession.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: DataTypes.INTEGER,
        sessionId: { type: DataTypes.STRING(128), allowNull: false, unique: true },
        ipAddress: DataTypes.STRING(64),
        userAgent: DataTypes.TEXT,
        browser: DataTypes.STRING(20),
        loginTime: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        logoutTime: DataTypes.DATE,
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "user_sessions", underscored: true },
    );
  }
}
